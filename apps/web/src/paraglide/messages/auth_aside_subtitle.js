/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_SubtitleInputs */

const en_auth_aside_subtitle = /** @type {(inputs: Auth_Aside_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting Businesses with Top IT Talent`)
};

const ur_auth_aside_subtitle = /** @type {(inputs: Auth_Aside_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کاروباروں کو آئی ٹی کے بہترین ماہرین سے جوڑتا ہے`)
};

/**
* | output |
* | --- |
* | "Connecting Businesses with Top IT Talent" |
*
* @param {Auth_Aside_SubtitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_subtitle = /** @type {((inputs?: Auth_Aside_SubtitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_SubtitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_subtitle(inputs)
	return en_auth_aside_subtitle(inputs)
});