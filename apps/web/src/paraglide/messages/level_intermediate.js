/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_IntermediateInputs */

const en_level_intermediate = /** @type {(inputs: Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermediate`)
};

const ur_level_intermediate = /** @type {(inputs: Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درمیانی سطح`)
};

/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_intermediate = /** @type {((inputs?: Level_IntermediateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_IntermediateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_level_intermediate(inputs)
	return en_level_intermediate(inputs)
});