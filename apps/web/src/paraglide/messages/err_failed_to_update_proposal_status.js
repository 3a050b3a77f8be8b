/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Update_Proposal_StatusInputs */

const en_err_failed_to_update_proposal_status = /** @type {(inputs: Err_Failed_To_Update_Proposal_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update proposal status`)
};

const ur_err_failed_to_update_proposal_status = /** @type {(inputs: Err_Failed_To_Update_Proposal_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزل کی حیثیت اپ ڈیٹ نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to update proposal status" |
*
* @param {Err_Failed_To_Update_Proposal_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_update_proposal_status = /** @type {((inputs?: Err_Failed_To_Update_Proposal_StatusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Update_Proposal_StatusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_update_proposal_status(inputs)
	return en_err_failed_to_update_proposal_status(inputs)
});