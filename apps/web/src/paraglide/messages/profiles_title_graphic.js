/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Title_GraphicInputs */

const en_profiles_title_graphic = /** @type {(inputs: Profiles_Title_GraphicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Designing`)
};

const ur_profiles_title_graphic = /** @type {(inputs: Profiles_Title_GraphicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گرافک ڈیزائننگ`)
};

/**
* | output |
* | --- |
* | "Graphic Designing" |
*
* @param {Profiles_Title_GraphicInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_graphic = /** @type {((inputs?: Profiles_Title_GraphicInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Title_GraphicInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_title_graphic(inputs)
	return en_profiles_title_graphic(inputs)
});