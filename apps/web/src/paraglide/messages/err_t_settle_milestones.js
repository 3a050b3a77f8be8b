/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Err_T_Settle_MilestonesInputs */

const en_err_t_settle_milestones = /** @type {(inputs: Err_T_Settle_MilestonesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settle these milestones before ending the contract: ${i?.names}`)
};

const ur_err_t_settle_milestones = /** @type {(inputs: Err_T_Settle_MilestonesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ ختم کرنے سے پہلے یہ مراحل نمٹائیں: ${i?.names}`)
};

/**
* | output |
* | --- |
* | "Settle these milestones before ending the contract: {names}" |
*
* @param {Err_T_Settle_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_settle_milestones = /** @type {((inputs: Err_T_Settle_MilestonesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Settle_MilestonesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_settle_milestones(inputs)
	return en_err_t_settle_milestones(inputs)
});