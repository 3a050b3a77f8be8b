/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Milestone_TextInputs */

const en_howitworks_milestone_text = /** @type {(inputs: Howitworks_Milestone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split larger projects into milestones and pay step by step as they are delivered.`)
};

const ur_howitworks_milestone_text = /** @type {(inputs: Howitworks_Milestone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بڑے پروجیکٹس کو مراحل میں تقسیم کریں اور ہر مرحلہ مکمل ہونے پر قدم بہ قدم ادائیگی کریں۔`)
};

/**
* | output |
* | --- |
* | "Split larger projects into milestones and pay step by step as they are delivered." |
*
* @param {Howitworks_Milestone_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_milestone_text = /** @type {((inputs?: Howitworks_Milestone_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Milestone_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_milestone_text(inputs)
	return en_howitworks_milestone_text(inputs)
});