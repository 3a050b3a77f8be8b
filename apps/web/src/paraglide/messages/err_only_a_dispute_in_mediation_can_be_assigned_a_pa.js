/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs */

const en_err_only_a_dispute_in_mediation_can_be_assigned_a_pa = /** @type {(inputs: Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a dispute in mediation can be assigned; a party asks for mediation first`)
};

const ur_err_only_a_dispute_in_mediation_can_be_assigned_a_pa = /** @type {(inputs: Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف ثالثی میں موجود تنازع سونپا جا سکتا ہے؛ پہلے کوئی فریق ثالثی کی درخواست کرے`)
};

/**
* | output |
* | --- |
* | "Only a dispute in mediation can be assigned; a party asks for mediation first" |
*
* @param {Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_dispute_in_mediation_can_be_assigned_a_pa = /** @type {((inputs?: Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Only_A_Dispute_In_Mediation_Can_Be_Assigned_A_PaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_only_a_dispute_in_mediation_can_be_assigned_a_pa(inputs)
	return en_err_only_a_dispute_in_mediation_can_be_assigned_a_pa(inputs)
});