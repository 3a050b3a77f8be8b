/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_TargetInputs */

const en_home_target = /** @type {(inputs: Home_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target`)
};

const ur_home_target = /** @type {(inputs: Home_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہدف`)
};

/**
* | output |
* | --- |
* | "Target" |
*
* @param {Home_TargetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_target = /** @type {((inputs?: Home_TargetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TargetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_target(inputs)
	return en_home_target(inputs)
});