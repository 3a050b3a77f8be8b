/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Title_AiInputs */

const en_profiles_title_ai = /** @type {(inputs: Profiles_Title_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI`)
};

const ur_profiles_title_ai = /** @type {(inputs: Profiles_Title_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصنوعی ذہانت`)
};

/**
* | output |
* | --- |
* | "AI" |
*
* @param {Profiles_Title_AiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_ai = /** @type {((inputs?: Profiles_Title_AiInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Title_AiInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_title_ai(inputs)
	return en_profiles_title_ai(inputs)
});