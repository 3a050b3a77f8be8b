/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Refund_Amount_Is_More_Than_The_MilestoneInputs */

const en_err_refund_amount_is_more_than_the_milestone = /** @type {(inputs: Err_Refund_Amount_Is_More_Than_The_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund amount is more than the milestone`)
};

const ur_err_refund_amount_is_more_than_the_milestone = /** @type {(inputs: Err_Refund_Amount_Is_More_Than_The_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریفنڈ کی رقم مرحلے کی رقم سے زیادہ ہے`)
};

/**
* | output |
* | --- |
* | "Refund amount is more than the milestone" |
*
* @param {Err_Refund_Amount_Is_More_Than_The_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_amount_is_more_than_the_milestone = /** @type {((inputs?: Err_Refund_Amount_Is_More_Than_The_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Refund_Amount_Is_More_Than_The_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_refund_amount_is_more_than_the_milestone(inputs)
	return en_err_refund_amount_is_more_than_the_milestone(inputs)
});