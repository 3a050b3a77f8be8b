/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Terms_QuestionsInputs */

const en_info_terms_questions = /** @type {(inputs: Info_Terms_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about these terms?`)
};

const ur_info_terms_questions = /** @type {(inputs: Info_Terms_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ان شرائط کے بارے میں سوالات؟`)
};

/**
* | output |
* | --- |
* | "Questions about these terms?" |
*
* @param {Info_Terms_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_questions = /** @type {((inputs?: Info_Terms_QuestionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_QuestionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_terms_questions(inputs)
	return en_info_terms_questions(inputs)
});