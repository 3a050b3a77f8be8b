/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Amount_To_The_FreelancerInputs */

const en_err_label_amount_to_the_freelancer = /** @type {(inputs: Err_Label_Amount_To_The_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to the freelancer`)
};

const ur_err_label_amount_to_the_freelancer = /** @type {(inputs: Err_Label_Amount_To_The_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر کو ملنے والی رقم`)
};

/**
* | output |
* | --- |
* | "Amount to the freelancer" |
*
* @param {Err_Label_Amount_To_The_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_amount_to_the_freelancer = /** @type {((inputs?: Err_Label_Amount_To_The_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Amount_To_The_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_amount_to_the_freelancer(inputs)
	return en_err_label_amount_to_the_freelancer(inputs)
});