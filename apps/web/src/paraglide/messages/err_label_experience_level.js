/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Experience_LevelInputs */

const en_err_label_experience_level = /** @type {(inputs: Err_Label_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experience level`)
};

const ur_err_label_experience_level = /** @type {(inputs: Err_Label_Experience_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجربے کی سطح`)
};

/**
* | output |
* | --- |
* | "Experience level" |
*
* @param {Err_Label_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_experience_level = /** @type {((inputs?: Err_Label_Experience_LevelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Experience_LevelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_experience_level(inputs)
	return en_err_label_experience_level(inputs)
});