/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Experience_LevelInputs */

const en_err_invalid_experience_level = /** @type {(inputs: Err_Invalid_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid experience level`)
};

const ur_err_invalid_experience_level = /** @type {(inputs: Err_Invalid_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربے کی سطح درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid experience level" |
*
* @param {Err_Invalid_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_experience_level = /** @type {((inputs?: Err_Invalid_Experience_LevelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Experience_LevelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_experience_level(inputs)
	return en_err_invalid_experience_level(inputs)
});