/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Milestone_Already_Has_An_Open_DisputeInputs */

const en_err_this_milestone_already_has_an_open_dispute = /** @type {(inputs: Err_This_Milestone_Already_Has_An_Open_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This milestone already has an open dispute`)
};

const ur_err_this_milestone_already_has_an_open_dispute = /** @type {(inputs: Err_This_Milestone_Already_Has_An_Open_DisputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس مرحلے پر پہلے ہی ایک کھلا تنازع موجود ہے`)
};

/**
* | output |
* | --- |
* | "This milestone already has an open dispute" |
*
* @param {Err_This_Milestone_Already_Has_An_Open_DisputeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_milestone_already_has_an_open_dispute = /** @type {((inputs?: Err_This_Milestone_Already_Has_An_Open_DisputeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Milestone_Already_Has_An_Open_DisputeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_milestone_already_has_an_open_dispute(inputs)
	return en_err_this_milestone_already_has_an_open_dispute(inputs)
});