/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Have_Already_Reviewed_This_ContractInputs */

const en_err_you_have_already_reviewed_this_contract = /** @type {(inputs: Err_You_Have_Already_Reviewed_This_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reviewed this contract`)
};

const ur_err_you_have_already_reviewed_this_contract = /** @type {(inputs: Err_You_Have_Already_Reviewed_This_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اس کنٹریکٹ کا ریویو پہلے ہی دے چکے ہیں`)
};

/**
* | output |
* | --- |
* | "You have already reviewed this contract" |
*
* @param {Err_You_Have_Already_Reviewed_This_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_reviewed_this_contract = /** @type {((inputs?: Err_You_Have_Already_Reviewed_This_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Have_Already_Reviewed_This_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_have_already_reviewed_this_contract(inputs)
	return en_err_you_have_already_reviewed_this_contract(inputs)
});