import type { Page } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { UsersAdminPage } from '../../pages/users-admin-page.js';
import { signInAsAdmin } from '../../support/session.js';

/** A student registered through the API, and an admin on the users page with that student's management open. */
export async function adminManagingNewStudent(page: Page, username: string) {
  const student = await registerUser({ username });
  await signInAsAdmin(page);
  const users = new UsersAdminPage(page);
  await users.goto();
  await users.manage(student.email, username);
  return { student, users };
}
