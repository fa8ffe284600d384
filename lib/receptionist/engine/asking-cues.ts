import type { CueSpec } from './cue-score';

// The cues of what a caller's sentence asks, in French and English (syntax in cue-score.ts):
// general ways of putting a question, not sentences of any test. A signal is asked when its cues
// found sum to 1 or more; a negative weight is a reading that rules it out.

const REACH_VERB =
  'reach|contact|contacting|contacter|joindre|joind*|get_hold|get_in_touch|get_through|vous_avoir|vous_ecrire|vous_appeler|vous_telephoner|vous_envoyer';
// Reaching as such, not calling: "I'd like to contact the manager" asks a way; "je voudrais vous appeler" tells.
const REACH_ONLY = 'reach|contact|contacting|contacter|joindre|joind*|get_hold|get_in_touch|get_through';
const CALL_VERB = 'call|ring|phone|email|e_mail|write|send|text|appeler|telephoner|ecrire|envoyer|ecris|envoie';
const SEND_VERB = 'send|sending|write|email|e_mail|mail|post|envoie|envoyer|envoyez|ecris|ecrire|transmettre|transmets|adresser';
// "How much", "how late", "how long": the "how" asks a quantity, not a way to reach.
const QUANTITY = 'how_much|how_long|how_late|how_far|how_many|how_often|combien|what_time|quelle_heure|jusqu_a';
const TALK = 'speak|talk|chat|parler|discuter';
const PERSON =
  'someone|somebody|anyone|anybody|person|human|quelqu_un|personne|the|le|la|les|l|un|une|your|votre|vos|maitre|dr|docteur|doctor|mr|mrs|ms|miss|monsieur|madame|mademoiselle|me';
const DAYS = 'monday*|tuesday*|wednesday*|thursday*|friday*|saturday*|sunday*|lundi*|mardi*|mercredi*|jeudi*|vendredi*|samedi*|dimanche*';
const WHEN_WORDS = `after|before|until|till|late|early|apres|avant|jusqu_a|tard|tot|soir|matin|evening*|morning*|lunch*|midi|weekend*|week_end|tomorrow|demain|tonight|today|aujourd_hui|this_afternoon|apres_midi|noon|${DAYS}`;
const TIME_OF_DAY = `evening*|night*|weekend*|late|early|morning*|afternoon*|lunchtime*|soir|midi|matin|week_end|tard|tot|${DAYS}`;
const FREE = 'free|available|libre|libres|disponible|disponibles|dispo';
const CALLER = 'to|i|we|can_i|can_we|could_i|could_we|may_i|vous|pour_vous|on_peut|je_peux|peut_on|puis_je|on|je';

export const ASKING = {
  /** A way to reach the business asked: "how do I get hold of you", "à qui je m'adresse". */
  reach: [
    [`how|comment … ${REACH_VERB}`, 1],
    [`how|comment … i|we|one|je|on ${CALL_VERB}`, 1],
    [`${REACH_VERB} … how|comment`, 1],
    [
      `best|quickest|easiest|fastest|simplest|meilleur|meilleure way|ways|number|numero|email|mail|moyen|facon|time ~ ${REACH_VERB}|${CALL_VERB}|get`,
      1,
    ],
    ['best|meilleur number|numero|email|mail', 1],
    [`moyen|facon|way|number|numero|adresse|mail pour|de|to … ${REACH_VERB}|${CALL_VERB}`, 1],
    ['another|other|different|direct|alternative|autre|second number|line|numero|ligne|mail|email', 1],
    ['direct_line|numero_direct|ligne_directe', 1],
    // "Who do I speak to", "who would I need to email": a who-question put by the caller, not
    // a relative ("my husband, who works nights, wants to see…").
    [`who|whom ~ i|we|one ~ speak|talk|ask|see|go|deal|${SEND_VERB}|${REACH_VERB}|call|ring|phone`, 1],
    [`who … best|right ~ to ~ speak|talk|ask|${SEND_VERB}|${REACH_VERB}|call|ring|phone`, 1],
    ['who|whom handles|handle|deals|deal|is_in_charge|s_in_charge|looks_after', 1],
    ['who_s|who_is|whos … person|one|contact|people to|for|i', 1],
    // French "qui" is also a relative ("un robinet qui fuit"): asked, it comes with "à" or a modal.
    [`a_qui … ${SEND_VERB}|${REACH_VERB}|demander|parler|appeler|voir|m_adresser|adresser|adresse`, 1],
    [`${SEND_VERB}|${REACH_VERB}|demander|parler|appeler|adresser … a_qui`, 1],
    [`qui … je|j|dois|faut|doit|est_ce_que ~ ${SEND_VERB}|${REACH_VERB}|demander|parler|appeler|voir|adresser|contacter`, 1],
    ['qui_s_occupe|qui_s_en_occupe|qui_gere|qui_traite|qui_est ~ personne', 1],
    [`where|ouwhere … ${SEND_VERB}`, 1],
    [`${SEND_VERB} … ouwhere`, 1],
    [`a_quelle_adresse … ${SEND_VERB}`, 1],
    [`${SEND_VERB} … a_quelle_adresse|which_address|what_address`, 1],
    // "Je dois joindre l'étude de X, vous avez leur numéro ?": reaching, then what to reach on.
    [`${REACH_ONLY} …+ number|numero|telephone|tel|email|e_mail|mail|coordonnees`, 1],
    [`like|want|need|trying|try|able|voudrais|aimerais|cherche|essaie|souhaite|souhaiterais … ${REACH_ONLY}`, 1],
    ['what|which|quel|quelle number|numero|email|e_mail|mail|email_address … i|we|je|on', 1],
    // A wish to be called ("can someone call me back") or a quantity asked is not a way to reach.
    [`${CALL_VERB}|rappeler|contact|contacter|joindre|recontacter me|moi|back`, -1],
    ['m|me|nous appeler|rappeler|contacter|joindre|telephoner|recontacter', -1],
    [QUANTITY, -1],
  ],
  /** A wish to be put through to someone: "can I talk to the manager", "parler au dentiste". */
  talkTo: [
    [`${TALK} to|with|a|avec|au|aux ${PERSON}`, 1],
    ['parler|discuter au|aux|a_la|a_l #', 1],
    // Being put through, however it is said: "could I get put through to billing", "passez-moi quelqu'un".
    ['put_me|get_put|be_put|put_us through|thru', 1],
    ['connect|transfer|transferer|transferez me|us|moi to|with|a|au|avec', 1],
    [`passez_moi|passe_moi|me_passer|nous_passer|pourriez_vous_me_passer ~ ${PERSON}|quelqu_un`, 1],
  ],
  /** A question about who: "who handles…", "qui s'occupe de…". */
  who: [['who|whom|qui', 1]],
  /** Who handles something: a talk or handle verb in a who-question. */
  handles: [[`${TALK}|deal|deals|handle*|in_charge|charge|contact|contacter|adresser|adresse|occupe|s_occupe`, 1]],
  /** A hazard described: water out of control, gas, fire, blood. */
  hazard: [
    [
      'burst|bursting|pouring|poured|gushing|gushes|flood|flooded|flooding|everywhere|partout|inonde|inondee|inondation|degat_des_eaux|fire|feu|fumee|smoke|bleeding|bleeds|saigne|saignement|unconscious|inconscient|knocked_out|explose|eclate|eclater|lache|a_lache|cassee_en_deux',
      1,
    ],
    ['gas_leak|fuite_de_gaz|odeur_de_gaz|sent_le_gaz', 1],
    ['smell* … gas', 1],
    ['water|eau ~ coming|leaking|pouring|coule|fuit|sort|jaillit ~ out|in|through|everywhere|from|partout|plafond', 1],
    ['through_the_ceiling|through_the_light*|du_plafond|par_le_plafond|can_t_breathe|respire_plus|respire_pas|respire_mal', 1],
  ],
  /** A hazard that cannot wait, said or not "urgent". */
  hazardNow: [
    [
      'burst|pouring|gushing|everywhere|partout|lache|a_lache|flooding|flooded|eclate|eclater|inonde|inondee|gas_leak|fuite_de_gaz|odeur_de_gaz|sent_le_gaz',
      1,
    ],
    ['smell* … gas', 1],
  ],
  /** A problem said to be small ("a bit of", "une petite fuite"): not an emergency unless urgency is said. */
  minor: [
    [
      'a_bit_of|bit_of_a|a_little|a_small|small|slight|slightly|minor|tiny|petite|petit|legere|leger|un_peu|un_petit|une_petite|goutte|drip|dripping',
      1,
    ],
  ],
  /** The caller puts it off ("next week", "quand vous pourrez"): not an emergency unless urgency is said. */
  later: [
    [
      'next_week|this_week|later_this_week|sometime|whenever|when_you_can|when_you_get_a_chance|cette_semaine|semaine_prochaine|dans_la_semaine|quand_vous_pouvez|quand_vous_pourrez|quand_vous_aurez|un_de_ces_jours',
      1,
    ],
  ],
  /** Urgency said ("help", "right now"); said under a negation ("not urgent", "no rush") it is denied. */
  urgency: [
    [
      'au_secours|help|aidez_moi|urgent|urgente|urgence|emergency|urgently|asap|tout_de_suite|right_now|straight_away|immediately|immediatement|rush|hurry|presse|big_deal',
      1,
    ],
  ],
  /** A question about the offer, where a hazard word is a service: "do you fix burst pipes?". */
  asksAbout: [
    [
      'is_there|are_there|y_a_t_il|y_a_t|do_you|does|can_you_fix|deal_with|est_ce_que_vous|vous_faites|vous_reparez|vous_traitez|vous_gerez|vous_intervenez|vous_prenez',
      1,
    ],
  ],
  /** Calling the business at a time: "is it ok to ring after six", "on peut vous appeler le dimanche". */
  callAt: [
    [`${CALLER} call|ring|phone|appeler|telephoner|joindre|reach … ${WHEN_WORDS}`, 1],
    [
      'how_late|what_time|until_when|till_when|jusqu_a_quelle_heure|a_quelle_heure|quand … to|i|we|you|on|je|vous call|ring|phone|appeler|telephoner|joindre',
      1,
    ],
    // "What's the best time to give you a ring?", "le meilleur moment pour vous joindre".
    [
      'best_time|good_time|right_time|meilleur_moment|bon_moment|quel_moment|quels_horaires … call|ring|phone|appeler|telephoner|joindre|reach|get_hold|get_through',
      1,
    ],
    ['call|ring|phone|appeler|rappeler|contact me|moi|back', -1],
    ['m|me|nous appeler|rappeler|telephoner', -1],
    ['discovery_call|appel_decouverte|demo', -1],
  ],
  /** How visiting works: a walk-in, "or can I just come", "sans rendez-vous". */
  visitPolicy: [
    ['can|could i|we just come|turn_up|walk_in|wander_in|stroll_in|drop|pop|swing_by|stop_by|show_up|rock_up', 1],
    ['or ~ i|we ~ come|turn_up|walk_in|drop|pop|show_up', 1],
    ['just_turn_up|just_show_up|walk_in|walk_ins|walkin|walkins|walk_up', 1],
    ['without|sans booking|appointment|reservation|reserver|rendez_vous|rdv|prevenir|calling|ringing|phoning|a_booking', 1],
    ['ou je|on|est_ce_que|est_ce_qu ~ venir|passer', 1],
    ['venir|passer directement|comme_ca', 1],
  ],
  /** An obligation: "need to", "il faut", "obligatoire". */
  modal: [
    [
      'need_to|have_to|got_to|must|should|il_faut|faut|je_dois|on_doit|dois_je|doit_on|obligatoire|necessaire|required|necessary|besoin_de',
      1,
    ],
  ],
  /** Asked rather than said: "do I…", "est-ce qu'il…", "faut-il…". */
  asked: [
    [
      'do_i|do_we|does_one|do_you_need|is_it|have_i|must_i|should_i|est_ce_qu|est_ce_que|faut_il|dois_je|doit_on|c_est_obligatoire|is_there_a_need',
      1,
    ],
  ],
  /** Availability asked for an appointment, or a visit asked of the business. */
  availability: [
    [`when|quand … ${FREE}`, 1],
    [`${FREE} … when|quand`, 1],
    [
      `room|rooms|table|tables|slot|slots|chambre|chambres|place|places|creneau|creneaux|space|anything|something|quelque_chose ${FREE}|left`,
      1,
    ],
    // A number alone ("conference rooms for 100 people?") asks what there is, not when: a time must be said.
    [
      `have|got|avez|auriez … anything|something|room|rooms|space|availability|table|quelque_chose|place|chambre|disponibilite … for|pour|on … night|nights|weekend|week_end|tonight|tomorrow|demain|ce_soir|next|this|prochain|prochaine|${DAYS}`,
      1,
    ],
    [`are|is you|anyone|someone|somebody|anybody ${FREE} on|this|next|tomorrow|today|${DAYS}`, 1],
    ['when … can|could|would ~ you|someone|somebody|anyone ~ come|pop|get_here|send', 1],
    ['quand … vous|quelqu_un ~ venir|passer', 1],
    ['vous|quelqu_un ~ venir|passer quand', 1],
  ],
  /** Something done outside the opening hours: the site says how. */
  outsideHours: [
    ['before|avant you|we|l|d open*|ouvr*|ouverture', 1],
    ['avant_que … ouvr*', 1],
    ['after|apres you|we|la|que clos*|ferm*', 1],
    ['apres_que … ferm*', 1],
    ['out_of|outside|outside_of|en_dehors_des|en_dehors_de|hors|hors_des hours|heures|horaires|horaire', 1],
    ['after_hours', 1],
  ],
  /** Where the business is: "where's the clinic", "which road are you on", "quel quartier". */
  where: [
    ['where|whereabouts|were_abouts|wear_abouts is|are|s|abouts|located|based', 1],
    ['where the|your|you … is|are', 1],
    ['whereabouts|were_abouts|wear_abouts', 1],
    ['where do|should|can|could i|we go|come|park|head|find', 1],
    ['which|what street|road|part_of_town|side_of_town|area_of_town|building|floor|postcode|lane|avenue', 1],
    ['quel|quelle|dans_quel|dans_quelle endroit|rue|quartier|coin|etage|batiment', 1],
    ['are|is you|it|that|the ~ on|in|at ~ street|st|road|rd|avenue|lane|square|place|high_street', 1],
    ['vous_etes|c_est ~ rue|avenue|boulevard|place|quai', 1],
  ],
  /** Doing something for the caller: an order at a shop when asked politely with a day. */
  prepare: [['deliver|send|prepare|make_up|put_together|wrap|livrer|livrez|envoyer|preparer|preparez|composer|faire_livrer|me_faire', 1]],
  /** Passing word to someone: "let Sarah know I rang", "dites à Maître Roux que j'ai appelé". */
  passOn: [
    ['let|tell … know|that_i|i_called|i_rang|i_phoned', 1],
    ['dire|dites|prevenir|prevenez|informer|informez|signaler|signalez a|au|aux … que', 1],
    ['dire|dites|demander|demandez a|au|aux … de m|me|nous appeler|rappeler|telephoner|contacter|recontacter', 1],
    ['let_me_know|tell_me|let_us_know', -1],
  ],
  /** Coming to an appointment; under a negation ("can't make it", "pourrai pas venir") the caller is not coming. */
  coming: [
    ['make|attend|come_to|get_to|be_at|be_there_for|make_it my|our|the|it|tomorrow|today|tonight|on|this', 1],
    ['venir|etre_la|honorer|assister', 1],
  ],
  /** Working or serving at a time of day: "do you work evenings", "are you doing food on a Monday night". */
  workingTime: [
    [`work|working|travaillez|bossez|serving|serve|servez|doing_food|do_food|food|manger … ${TIME_OF_DAY}`, 1],
    ['do_you_do|you_do|vous_faites|open weekend*|evening*|night*|late_night*|saturday*|sunday*|week_end|soir|samedi*|dimanche*', 1],
    ['what_time|how_late|until_when|till_when … till|until|til|by', 1],
  ],
  /** Bringing something in: with a day, a booking ("could I bring the car in on Wednesday"). */
  bringIn: [
    ['bring|drop ~ in|round|over', 1],
    ['book ~ in', 1],
    ['amener|deposer|apporter|ramener la|ma|le|mon|les|mes|l|sa|son|notre', 1],
    ['before_you_open|after_you_close|after_hours|key_box|boite_a_cles', -1],
  ],
  /** Moving one's own appointment: "switch my check-up to another day", "booked for Thursday, Monday instead". */
  moveOwn: [
    [
      'switch|change|move|put|shift|mettre|passer|changer|deplacer|decaler my|our|mon|ma|notre … another|an_other|different|autre|other day|time|date|slot|week|jour|heure|creneau|moment|semaine|date',
      1,
    ],
    // One's own booking said, then another choice further on ("booked in for Tuesday, … Friday
    // instead"); not a preference for a new one ("un rendez-vous en visio plutôt").
    [`booked|prevu|prevue|prevus …+ instead|rather|plutot|a_la_place`, 1],
    [`my|our|mon|ma|notre|the|le|la ~ appointment|booking|rendez_vous|rdv|reservation|table|seance …+ instead|rather|plutot|a_la_place`, 1],
  ],
  /** A wish or a request said ("je voudrais", "I need", "can I", "possible"). */
  wish: [
    [
      'voudrais|voudrait|aimerais|souhaite|souhaiterais|veux|peux|pourrais|besoin|would_like|i_d_like|id_like|want|need|can_i|could_i|possible',
      1,
    ],
  ],
  /** A question put indirectly ("je voudrais savoir…", "I was wondering…"): the wish verb only frames it. */
  indirect: [
    ['voudrais|voulais|aimerais|souhaiterais|souhaite|veux|voulait savoir|connaitre|me_renseigner|vous_demander', 1],
    ['pour_savoir|juste_savoir', 1],
    ['je_me_demandais|je_me_demande|petite_question|une_question', 1],
    ['like|want|wanted|need ~ to know|to_ask|to_check|to_find_out', 1],
    ['wondering|wondered|wonder if|whether|how|what|when|where|why|who', 1],
    ['quick_question|a_question|just_checking|just_to_check', 1],
  ],
  /** A wh-word: what, when, where, how… (quel, quand, où, comment…). */
  whQuestion: [['what|whats|which|where|when|how|quel|quelle|quels|quelles|comment|ouwhere|quand|combien', 1]],
  /** A question about the offer ("vous prenez les urgences ?", "what kind of…"): an emergency word there is a service. */
  offerQuestion: [
    [
      'vous_faites|vous_prenez|vous_acceptez|vous_gerez|vous_traitez|vous_proposez|vous_assurez|vous_soignez|vous_recevez|faites_vous|prenez_vous|acceptez_vous|traitez_vous|est_ce_que_vous|est_ce_que_l|est_ce_que_le|est_ce_que_la|quel|quels|quelle|quelles|quel_type|genre_de|do_you|does_he|does_she|does_the|can_you|what_kind|what_sort|which|are_you_open|en_cas_d',
      1,
    ],
  ],
  /** Urgency said of the caller's own situation ("it's an emergency", "j'ai une urgence", "right now"). */
  urgencyDescribed: [
    [
      'c_est_urgent|c_est_tres_urgent|j_ai_une_urgence|on_a_une_urgence|il_y_a_une_urgence|en_urgence|fuite|inondation|flooding|danger|help_me|au_secours|it_s_urgent|it_s_an_emergency|it_s_emergency|this_is_urgent|this_is_an_emergency|i_have_an_emergency|we_have_an_emergency|urgently|right_now|tout_de_suite|immediatement|de_toute_urgence',
      1,
    ],
  ],
  /** A word naming an appointment or a booking. */
  appointment: [['rdv|rendez_vous|rendez|reservation|resa|creneau|appointment|appt|booking|table|seance|consultation', 1]],
  /** Booking said in so many words (not a visit: "can I come on Friday?" asks whether we're open). */
  bookingWord: [
    [
      'rdv|rendez_vous|rendez|reserver|reservation|reserve|resa|book|booking|appointment|appt|creneau|creneaux|slot|slots|table|schedule|fit_me_in|squeeze_me_in|disponibilite|disponibilites|dispo|availability|available|de_la_place|une_place|any_room|any_space|consultation|seance|appel_decouverte|discovery_call|demo',
      1,
    ],
  ],
  /** Coming by, asked: "can I come", "je peux venir". */
  visitOnly: [['can_i_come|could_i_come|puis_je_venir|je_peux_venir|je_voudrais_venir|on_peut_venir|peut_on_venir', 1]],
  /** A wish to book, said: "I'd like to", "je voudrais", "can I book". */
  wishToBook: [
    ['i_d_like_to|i_want_to|i_would_like_to|je_voudrais|je_veux|j_aimerais|can_i_book|could_i_book|puis_je_reserver|je_peux_reserver', 1],
  ],
  /** How booking works: online, by phone, in advance, by video. */
  bookingPolicy: [
    [
      'besoin_de_reserver|en_ligne|sur_internet|internet|online|website|web_site|site_web|site_internet|par_telephone|by_phone|par_mail|by_email|how_do_i_book|how_can_i_book|how_do_you_book|a_l_avance|in_advance|video|visio|teleconsultation|virtual|zoom|remote|a_distance',
      1,
    ],
    ['comment reserver|prendre|on_reserve|je_reserve', 1],
    [
      'booking_only|bookings_only|reservation_only|appointment_only|appointments_only|by_appointment|sur_rendez_vous|sur_reservation|uniquement_sur',
      1,
    ],
  ],
  /** Whether a channel works ("can I message you on WhatsApp?"), not a message to leave now. */
  channelAsked: [
    [
      'can_i|could_i|may_i|is_it_ok_to|je_peux|puis_je|on_peut|peut_on … on|via|by|par|sur whatsapp|whats_app|sms|text|texto|signal|telegram|messenger|facebook|instagram',
      1,
    ],
  ],
  /** A verb of being put through: who-questions with it still ask for a person. */
  talkVerb: [['speak|talk|put_me_through|transfer|through_to|parler|passer|passez|transferer|transferez|joindre', 1]],
} satisfies Record<string, readonly CueSpec[]>;
