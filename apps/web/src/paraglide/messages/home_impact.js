/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_ImpactInputs */

const en_home_impact = /** @type {(inputs: Home_ImpactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impact`)
};

const ur_home_impact = /** @type {(inputs: Home_ImpactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اثرات`)
};

/**
* | output |
* | --- |
* | "Impact" |
*
* @param {Home_ImpactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_impact = /** @type {((inputs?: Home_ImpactInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ImpactInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_impact(inputs)
	return en_home_impact(inputs)
});