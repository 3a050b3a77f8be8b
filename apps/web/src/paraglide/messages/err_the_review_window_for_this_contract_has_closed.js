/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Review_Window_For_This_Contract_Has_ClosedInputs */

const en_err_the_review_window_for_this_contract_has_closed = /** @type {(inputs: Err_The_Review_Window_For_This_Contract_Has_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review window for this contract has closed`)
};

const ur_err_the_review_window_for_this_contract_has_closed = /** @type {(inputs: Err_The_Review_Window_For_This_Contract_Has_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس کنٹریکٹ کا ریویو دینے کی مدت ختم ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "The review window for this contract has closed" |
*
* @param {Err_The_Review_Window_For_This_Contract_Has_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_review_window_for_this_contract_has_closed = /** @type {((inputs?: Err_The_Review_Window_For_This_Contract_Has_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Review_Window_For_This_Contract_Has_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_review_window_for_this_contract_has_closed(inputs)
	return en_err_the_review_window_for_this_contract_has_closed(inputs)
});