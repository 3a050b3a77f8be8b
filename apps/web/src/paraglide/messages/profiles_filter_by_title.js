/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Filter_By_TitleInputs */

const en_profiles_filter_by_title = /** @type {(inputs: Profiles_Filter_By_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter by job title`)
};

const ur_profiles_filter_by_title = /** @type {(inputs: Profiles_Filter_By_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب ٹائٹل کے لحاظ سے فلٹر کریں`)
};

/**
* | output |
* | --- |
* | "Filter by job title" |
*
* @param {Profiles_Filter_By_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_filter_by_title = /** @type {((inputs?: Profiles_Filter_By_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Filter_By_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_filter_by_title(inputs)
	return en_profiles_filter_by_title(inputs)
});