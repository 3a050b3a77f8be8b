/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_IntroInputs */

const en_auth_signup_intro = /** @type {(inputs: Auth_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free account in under a minute.`)
};

const ur_auth_signup_intro = /** @type {(inputs: Auth_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک منٹ سے بھی کم وقت میں اپنا مفت اکاؤنٹ بنائیں۔`)
};

/**
* | output |
* | --- |
* | "Create your free account in under a minute." |
*
* @param {Auth_Signup_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_signup_intro = /** @type {((inputs?: Auth_Signup_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_signup_intro(inputs)
	return en_auth_signup_intro(inputs)
});