/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Level_IntermediateInputs */

const en_content_level_intermediate = /** @type {(inputs: Content_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermediate`)
};

const ur_content_level_intermediate = /** @type {(inputs: Content_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درمیانہ`)
};

/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Content_Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_intermediate = /** @type {((inputs?: Content_Level_IntermediateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Level_IntermediateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_level_intermediate(inputs)
	return en_content_level_intermediate(inputs)
});