/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_How_CalculatedInputs */

const en_profiles_how_calculated = /** @type {(inputs: Profiles_How_CalculatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How is this calculated?`)
};

const ur_profiles_how_calculated = /** @type {(inputs: Profiles_How_CalculatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کیسے نکالی جاتی ہے؟`)
};

/**
* | output |
* | --- |
* | "How is this calculated?" |
*
* @param {Profiles_How_CalculatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_how_calculated = /** @type {((inputs?: Profiles_How_CalculatedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_How_CalculatedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_how_calculated(inputs)
	return en_profiles_how_calculated(inputs)
});