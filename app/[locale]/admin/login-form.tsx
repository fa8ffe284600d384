import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Locale } from '@/lib/i18n/locales';

/** A plain HTML form (works without JavaScript): POST /api/admin/login answers with a redirect. */
export async function LoginForm({ locale, error }: { locale: Locale; error?: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-bold">{t('loginTitle')}</h1>
        <CardDescription>{t('loginIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" action="/api/admin/login" className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="admin-password">{t('password')}</Label>
            <Input
              id="admin-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-login-error' : undefined}
            />
            {error ? (
              <p id="admin-login-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit">{t('signIn')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
