/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Create_AccountInputs */

const en_auth_google_create_account = /** @type {(inputs: Auth_Google_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

const ur_auth_google_create_account = /** @type {(inputs: Auth_Google_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ بنائیں`)
};

/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Google_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_create_account = /** @type {((inputs?: Auth_Google_Create_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Create_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_google_create_account(inputs)
	return en_auth_google_create_account(inputs)
});