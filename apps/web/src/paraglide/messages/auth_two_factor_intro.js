/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ digits: NonNullable<unknown> }} Auth_Two_Factor_IntroInputs */

const en_auth_two_factor_intro = /** @type {(inputs: Auth_Two_Factor_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the ${i?.digits}-digit code from your authenticator app, or one of your recovery codes.`)
};

const ur_auth_two_factor_intro = /** @type {(inputs: Auth_Two_Factor_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اپنی تصدیقی ایپ سے ${i?.digits} ہندسوں کا کوڈ درج کریں، یا اپنے ریکوری کوڈز میں سے کوئی ایک۔`)
};

/**
* | output |
* | --- |
* | "Enter the {digits}-digit code from your authenticator app, or one of your recovery codes." |
*
* @param {Auth_Two_Factor_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_intro = /** @type {((inputs: Auth_Two_Factor_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_two_factor_intro(inputs)
	return en_auth_two_factor_intro(inputs)
});