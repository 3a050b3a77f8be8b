/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs */

const en_err_each_skill_must_be_at_most_50_characters = /** @type {(inputs: Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each skill must be at most 50 characters`)
};

const ur_err_each_skill_must_be_at_most_50_characters = /** @type {(inputs: Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر مہارت میں زیادہ سے زیادہ 50 حروف ہو سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "Each skill must be at most 50 characters" |
*
* @param {Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_each_skill_must_be_at_most_50_characters = /** @type {((inputs?: Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Each_Skill_Must_Be_At_Most_50_CharactersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_each_skill_must_be_at_most_50_characters(inputs)
	return en_err_each_skill_must_be_at_most_50_characters(inputs)
});