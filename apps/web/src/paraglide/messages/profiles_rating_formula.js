/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Rating_FormulaInputs */

const en_profiles_rating_formula = /** @type {(inputs: Profiles_Rating_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating: the mean of published reviews, to one decimal. Reviews are double-blind: published when both parties have written theirs or 14 days after the contract ends.`)
};

const ur_profiles_rating_formula = /** @type {(inputs: Profiles_Rating_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریٹنگ: شائع شدہ ریویوز کا اوسط، ایک اعشاریہ تک۔ ریویوز دونوں طرف سے پوشیدہ رہتے ہیں: یہ اس وقت شائع ہوتے ہیں جب دونوں فریق اپنا ریویو لکھ دیں، یا کنٹریکٹ ختم ہونے کے 14 دن بعد۔`)
};

/**
* | output |
* | --- |
* | "Rating: the mean of published reviews, to one decimal. Reviews are double-blind: published when both parties have written theirs or 14 days after the contrac..." |
*
* @param {Profiles_Rating_FormulaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_rating_formula = /** @type {((inputs?: Profiles_Rating_FormulaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Rating_FormulaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_rating_formula(inputs)
	return en_profiles_rating_formula(inputs)
});