/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_CredentialsInputs */

const en_user_credentials = /** @type {(inputs: User_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials`)
};

const ur_user_credentials = /** @type {(inputs: User_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسناد`)
};

/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {User_CredentialsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_credentials = /** @type {((inputs?: User_CredentialsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_CredentialsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_credentials(inputs)
	return en_user_credentials(inputs)
});