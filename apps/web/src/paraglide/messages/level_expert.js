/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Level_ExpertInputs */

const en_level_expert = /** @type {(inputs: Level_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert`)
};

const ur_level_expert = /** @type {(inputs: Level_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہر`)
};

/**
* | output |
* | --- |
* | "Expert" |
*
* @param {Level_ExpertInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_expert = /** @type {((inputs?: Level_ExpertInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Level_ExpertInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_level_expert(inputs)
	return en_level_expert(inputs)
});