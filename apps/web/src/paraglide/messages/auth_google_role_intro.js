/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_Role_IntroInputs */

const en_auth_google_role_intro = /** @type {(inputs: Auth_Google_Role_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you want to do here. You can change your profile later.`)
};

const ur_auth_google_role_intro = /** @type {(inputs: Auth_Google_Role_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمیں بتائیں کہ آپ یہاں کیا کرنا چاہتے ہیں۔ آپ اپنی پروفائل بعد میں بدل سکتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Tell us what you want to do here. You can change your profile later." |
*
* @param {Auth_Google_Role_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_intro = /** @type {((inputs?: Auth_Google_Role_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_Role_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_google_role_intro(inputs)
	return en_auth_google_role_intro(inputs)
});