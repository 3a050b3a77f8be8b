/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs */

const en_err_only_a_dispute_in_mediation_can_be_decided = /** @type {(inputs: Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a dispute in mediation can be decided`)
};

const ur_err_only_a_dispute_in_mediation_can_be_decided = /** @type {(inputs: Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف ثالثی میں موجود تنازع کا فیصلہ ہو سکتا ہے`)
};

/**
* | output |
* | --- |
* | "Only a dispute in mediation can be decided" |
*
* @param {Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_dispute_in_mediation_can_be_decided = /** @type {((inputs?: Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_a_dispute_in_mediation_can_be_decided(inputs)
	return en_err_only_a_dispute_in_mediation_can_be_decided(inputs)
});