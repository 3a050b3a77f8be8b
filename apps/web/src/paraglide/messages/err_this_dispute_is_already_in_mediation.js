/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Dispute_Is_Already_In_MediationInputs */

const en_err_this_dispute_is_already_in_mediation = /** @type {(inputs: Err_This_Dispute_Is_Already_In_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dispute is already in mediation`)
};

const ur_err_this_dispute_is_already_in_mediation = /** @type {(inputs: Err_This_Dispute_Is_Already_In_MediationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ تنازع پہلے ہی ثالثی میں ہے`)
};

/**
* | output |
* | --- |
* | "This dispute is already in mediation" |
*
* @param {Err_This_Dispute_Is_Already_In_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_already_in_mediation = /** @type {((inputs?: Err_This_Dispute_Is_Already_In_MediationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Dispute_Is_Already_In_MediationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_dispute_is_already_in_mediation(inputs)
	return en_err_this_dispute_is_already_in_mediation(inputs)
});