/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Role_TitleInputs */

const en_auth_google_role_title = /** @type {(inputs: Auth_Google_Role_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One more step`)
};

const ur_auth_google_role_title = /** @type {(inputs: Auth_Google_Role_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بس ایک قدم اور`)
};

/**
* | output |
* | --- |
* | "One more step" |
*
* @param {Auth_Google_Role_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_title = /** @type {((inputs?: Auth_Google_Role_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Role_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_google_role_title(inputs)
	return en_auth_google_role_title(inputs)
});