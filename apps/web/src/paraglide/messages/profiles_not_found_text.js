/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Not_Found_TextInputs */

const en_profiles_not_found_text = /** @type {(inputs: Profiles_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile you're looking for doesn't exist.`)
};

const ur_profiles_not_found_text = /** @type {(inputs: Profiles_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ جو پروفائل تلاش کر رہے ہیں وہ موجود نہیں۔`)
};

/**
* | output |
* | --- |
* | "The profile you're looking for doesn't exist." |
*
* @param {Profiles_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_not_found_text = /** @type {((inputs?: Profiles_Not_Found_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Not_Found_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_not_found_text(inputs)
	return en_profiles_not_found_text(inputs)
});