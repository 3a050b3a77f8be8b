/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_IntroInputs */

const en_auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password. You will be signed out everywhere.`)
};

const ur_auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیا پاس ورڈ منتخب کریں۔ آپ ہر جگہ سے سائن آؤٹ ہو جائیں گے۔`)
};

/**
* | output |
* | --- |
* | "Choose a new password. You will be signed out everywhere." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro = /** @type {((inputs?: Auth_Reset_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_reset_intro(inputs)
	return en_auth_reset_intro(inputs)
});