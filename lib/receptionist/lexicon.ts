// What callers say for each intent, in French and English, written without accents (matching
// runs on normalised text, with typo tolerance per word). Phrases are word sequences; one extra
// word may sit between two phrase words ("prendre un rendez-vous" ~ "prendre rendez vous").

export type Intent =
  | 'greeting'
  | 'hours'
  | 'address'
  | 'phone'
  | 'email'
  | 'services'
  | 'price'
  | 'booking'
  | 'order'
  | 'cancel'
  | 'move'
  | 'message'
  | 'transfer'
  | 'emergency'
  | 'goodbye'
  | 'thanks'
  | 'yes'
  | 'no'
  | 'abort'
  | 'injection'
  | 'identity'
  | 'languages';

// Word lists are data: kept one intent to a few lines rather than one phrase per line.
// prettier-ignore
export const LEXICON: Record<Intent, string[]> = {
  greeting: ['bonjour', 'bonsoir', 'salut', 'allo', 'coucou', 'hello', 'hi', 'hey', 'good morning', 'good afternoon', 'good evening', 'bjr', 'slt'],
  hours: [
    'horaire', 'horaires', 'ouvert', 'ouverts', 'ouverte', 'ouvrez', 'ouvre', 'ouverture', 'ferme', 'fermez', 'fermes', 'fermeture',
    'a quelle heure', 'jusqu a quelle heure', 'heures d ouverture', 'quand etes vous', 'open', 'opening', 'hours', 'closed', 'close',
    'closing', 'what time do you', 'when are you', 'until what time', 'ouvrable', 'vous travaillez',
  ],
  address: [
    'adresse', 'ou etes vous', 'ou vous trouvez', 'ou se trouve', 'ou vous situez', 'situe', 'situes', 'localisation', 'venir chez vous',
    'comment venir', 'comment aller', 'acces', 'comment y aller', 'pour y aller', 'vous trouver', 'address', 'where are you', 'where is', 'located', 'location',
    'directions', 'get there', 'find you', 'how do i get', 'itineraire', 'c est ou', 'vous etes ou', 'vous trouvez ou', 'vous etes situes ou', 'where you are', 'where exactly are you', 'ou ca se trouve', 'votre adresse', 'where s', 'whereabouts', 'where exactly', 'postcode', 'post code', 'zip code', 'code postal', 'satnav', 'gps', 'where are you based',
    'se trouve ou', 'il est ou', 'elle est ou', 'est situe ou', 'c est ou exactement', 'where s the', 'where is the',
  ],
  phone: ['telephone', 'numero de telephone', 'votre numero', 'vous appeler', 'vous joindre', 'phone number', 'your number', 'call you', 'reach you', 'contact', 'le numero du', 'le numero de la', 'quel numero', 'what number', 'the number for', 'number to call', 'mobile number', 'mobile i can', 'numero de portable', 'un portable', 'le numero pour', 'best number', 'number to reach', 'vous telephoner', 'ring you'],
  email: ['mail', 'e mail', 'email', 'courriel', 'adresse mail', 'adresse electronique', 'e-mail'],
  services: [
    'services', 'prestations', 'proposez', 'faites vous', 'vous faites', 'quels soins', 'carte', 'menu', 'offre', 'offrez',
    'what do you offer', 'what services', 'do you do', 'do you offer', 'do you have', 'vous avez', 'avez vous', 'catalogue', 'specialites',
  ],
  price: ['prix', 'tarif', 'tarifs', 'combien', 'coute', 'coutent', 'cout', 'price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'rate', 'rates', 'fee', 'euros', 'cher', 'plans', 'abonnement', 'forfait'],
  booking: [
    'rendez vous', 'rendez', 'rdv', 'reserver', 'reservation', 'prendre rendez vous', 'un creneau', 'creneau', 'disponibilite', 'disponibilites', 'dispo',
    'une table', 'reserve', 'book', 'booking', 'appointment', 'appt', 'reservation', 'schedule', 'slot', 'slots', 'availability', 'available', 'creneaux',
    'je voudrais venir', 'puis je venir', 'can i come', 'a table for', 'table for', 'table pour', 'make a reservation', 'appel decouverte', 'discovery call', 'demo',
    'prendre un rdv', 'consultation', 'a meeting', 'set up a meeting', 'arrange a meeting', 'book a meeting', 'de la place', 'une place', 'any room', 'any space', 'fit me in', 'squeeze me in', 'see me', 'get me in', 'me prendre', 'me recevoir', 'me caser', 'first available', 'earliest appointment', 'plus tot possible',
  ],
  order: ['commander', 'commande', 'passer commande', 'precommander', 'precommande', 'order', 'place an order', 'pre order', 'preorder', 'to order', 'set aside', 'put aside', 'keep aside', 'mettre de cote', 'garder de cote'],
  cancel: ['annuler', 'annulation', 'annule', 'cancel', 'cancellation', 'desister', 'decommander', 'pourrai pas venir', 'peux pas venir', 'pourrais pas venir', 'serai pas la', 'cannot make it', 'can t make it', 'won t make it', 'unable to come', 'won t be able to come', 'can t come'],
  move: ['deplacer', 'decaler', 'reporter', 'changer mon rendez vous', 'modifier mon rendez vous', 'changer l heure', 'changer la date', 'reschedule', 'move my appointment', 'change my appointment', 'move my booking', 'change my booking', 'postpone', 'change the time of', 'change the day of', 'change the date of', 'push back', 'bring forward', 'push my appointment', 'avancer mon', 'retarder mon', 'avancer le rendez vous', 'retarder le rendez vous'],
  message: [
    'laisser un message', 'message', 'me rappeler', 'rappelez moi', 'qu on me rappelle', 'qu il me rappelle', 'qu elle me rappelle', 'rappel',
    'leave a message', 'tell the owner', 'tell him', 'tell her', 'tell them', 'let them know', 'let him know', 'let her know', 'dites lui', 'dites-lui', 'prevenir', 'pass a message', 'call me back', 'call me', 'contact me', 'me contacter', 'me recontacter', 'get back to me', 'reach me', 'callback', 'call back', 'take a message', 'pass on', 'transmettre',
    'ring me', 'give me a ring', 'give me a call', 'phone me', 'ring me back', 'me telephoner', 'me recontacte', 'm appeler', 'me rappelle', 'laisser mon numero', 'leave my number', 'leave my details', 'laisser mes coordonnees',
  ],
  transfer: [
    'parler a quelqu un', 'parler a une personne', 'parler a un humain', 'une vraie personne', 'un humain', 'un conseiller', 'le responsable',
    'le gerant', 'la gerante', 'le patron', 'le proprietaire', 'transferer', 'transferez', 'passer quelqu un', 'me passer', 'speak to someone',
    'talk to someone', 'speak to a human', 'talk to a human', 'real person', 'a human', 'speak to the manager', 'the manager', 'the owner',
    'transfer me', 'put me through', 'operator', 'an agent', 'speak with someone', 'talk to a person', 'speak to a person', 'parler au docteur',
    'parler au medecin', 'speak to the doctor', 'talk to sales', 'speak to sales', 'sales team', 'parler a un commercial', 'service commercial', 'un commercial', 'have a word with', 'a word with him', 'a word with her', 'lui parler', 'parler avec lui', 'parler avec elle', 'speak to him', 'speak to her', 'talk to him', 'talk to her', 'speak with him', 'speak with her',
  ],
  emergency: ['urgence', 'urgent', 'urgente', 'emergency', 'urgently', 'c est grave', 'saigne', 'bleeding', 'fuite d eau', 'inondation', 'flooding', 'danger', 'help me', 'au secours', 'aidez moi'],
  goodbye: ['au revoir', 'aurevoir', 'bonne journee', 'bonne soiree', 'bonne fin de journee', 'bonne fin de soiree', 'bonne continuation', 'bon week end', 'a bientot', 'c est tout', 'ce sera tout', 'rien d autre', 'bye', 'goodbye', 'good bye', 'bye bye', 'that s all', 'that is all', 'that will be all', 'that ll be all', 'nothing else', 'have a nice day', 'see you', 'see ya', 'take care', 'catch you later', 'raccrocher', 'hang up', 'ciao', 'adieu'],
  thanks: ['merci', 'thanks', 'thank you', 'thx', 'cheers', 'super merci'],
  yes: ['c est bon', 'c bon', 'ca me va', 'oui', 'ouais', 'ouai', 'yes', 'yeah', 'yep', 'yup', 'ok', 'okay', 'd accord', 'daccord', 'parfait', 'exactement', 'c est ca', 'c est bien ca', 'correct', 'sure', 'absolutely', 'tout a fait', 'bien sur', 'volontiers', 'ca marche', 'ca me va', 'sounds good', 'that works', 'go ahead', 'confirme', 'je confirme', 'confirm', 'please do', 'avec plaisir', 'entendu', 'nickel', 'top', 'great', 'perfect', 'fine', 'alright', 'all right', 'certainly', 'of course', 'that s right', 'right', 'si', 'valide', 'je valide'],
  no: ['non', 'nan', 'no', 'nope', 'pas vraiment', 'pas du tout', 'surtout pas', 'not really', 'no thanks', 'non merci', 'negatif', 'not', 'pas', 'don t', 'incorrect', 'wrong', 'faux'],
  abort: ['laissez tomber', 'laisse tomber', 'oubliez', 'oublie', 'tant pis', 'peu importe finalement', 'never mind', 'nevermind', 'forget it', 'forget about it', 'stop', 'arretez', 'abandonner', 'je ne veux plus', 'i don t want', 'on arrete', 'cancel that'],
  injection: [
    'ignore', 'ignorez', 'ignore tes instructions', 'ignore your instructions', 'ignore previous', 'ignore all previous', 'system prompt', 'prompt systeme',
    'ton prompt', 'votre prompt', 'your prompt', 'tes instructions', 'vos instructions', 'your instructions', 'tes consignes', 'vos consignes', 'developer mode', 'mode developpeur',
    'jailbreak', 'tu es maintenant un', 'tu es desormais', 'vous etes desormais', 'a partir de maintenant tu', 'you are now a', 'you are now an', 'from now on you', 'pretend you', 'fais semblant', 'oublie tout', 'forget everything', 'forget all', 'reveal', 'revele', 'affiche ton',
    'print your', 'disregard', 'repete le texte', 'repete tout', 'texte au dessus', 'repeat everything', 'repeat the text', 'text above', 'everything above', 'above this line', 'ton prompt', 'quel est ton prompt', 'initial instructions', 'override', 'new rule', 'nouvelle regle', 'dan mode', 'act as',
  ],
  identity: ['robot', 'un bot', 'chatbot', 'intelligence artificielle', 'une ia', 'etes vous humain', 'es tu humain', 'are you a bot', 'are you human', 'are you real', 'are you an ai', 'a robot', 'artificial intelligence', 'chatgpt', 'chat gpt', 'gpt', 'openai', 'qui etes vous', 'who are you', 'qui es tu', 'a machine'],
  languages: ['parlez vous anglais', 'parlez vous francais', 'speak english', 'speak french', 'parlez vous', 'do you speak', 'in english', 'en anglais', 'en francais', 'in french', 'autre langue', 'other language', 'quelles langues', 'what languages', 'which languages', 'arabe', 'espagnol', 'arabic', 'spanish', 'langues'],
};
