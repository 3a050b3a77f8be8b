/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_CredentialsInputs */

const en_admin_tab_credentials = /** @type {(inputs: Admin_Tab_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials`)
};

const ur_admin_tab_credentials = /** @type {(inputs: Admin_Tab_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسناد`)
};

/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Admin_Tab_CredentialsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_credentials = /** @type {((inputs?: Admin_Tab_CredentialsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_CredentialsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_credentials(inputs)
	return en_admin_tab_credentials(inputs)
});