/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Impact_HeadingInputs */

const en_home_impact_heading = /** @type {(inputs: Home_Impact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our impact so far`)
};

const ur_home_impact_heading = /** @type {(inputs: Home_Impact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اب تک ہمارے اثرات`)
};

/**
* | output |
* | --- |
* | "Our impact so far" |
*
* @param {Home_Impact_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_impact_heading = /** @type {((inputs?: Home_Impact_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Impact_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_impact_heading(inputs)
	return en_home_impact_heading(inputs)
});