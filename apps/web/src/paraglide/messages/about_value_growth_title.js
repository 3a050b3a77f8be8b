/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Growth_TitleInputs */

const en_about_value_growth_title = /** @type {(inputs: About_Value_Growth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Growth Focused`)
};

const ur_about_value_growth_title = /** @type {(inputs: About_Value_Growth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترقی پر توجہ`)
};

/**
* | output |
* | --- |
* | "Growth Focused" |
*
* @param {About_Value_Growth_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_growth_title = /** @type {((inputs?: About_Value_Growth_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Growth_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_value_growth_title(inputs)
	return en_about_value_growth_title(inputs)
});