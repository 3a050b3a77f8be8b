/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs */

const en_err_this_dispute_is_in_mediation_the_mediator_decide = /** @type {(inputs: Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dispute is in mediation; the mediator decides it now`)
};

const ur_err_this_dispute_is_in_mediation_the_mediator_decide = /** @type {(inputs: Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ تنازع ثالثی میں ہے؛ اب فیصلہ ثالث کرے گا`)
};

/**
* | output |
* | --- |
* | "This dispute is in mediation; the mediator decides it now" |
*
* @param {Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_in_mediation_the_mediator_decide = /** @type {((inputs?: Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_dispute_is_in_mediation_the_mediator_decide(inputs)
	return en_err_this_dispute_is_in_mediation_the_mediator_decide(inputs)
});