/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signin_IntroInputs */

const en_auth_signin_intro = /** @type {(inputs: Auth_Signin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to find work, hire talent and message.`)
};

const ur_auth_signin_intro = /** @type {(inputs: Auth_Signin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام تلاش کرنے، ماہرین کی خدمات حاصل کرنے اور پیغامات بھیجنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to find work, hire talent and message." |
*
* @param {Auth_Signin_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_signin_intro = /** @type {((inputs?: Auth_Signin_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signin_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_signin_intro(inputs)
	return en_auth_signin_intro(inputs)
});