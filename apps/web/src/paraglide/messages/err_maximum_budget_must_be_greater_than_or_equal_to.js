/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs */

const en_err_maximum_budget_must_be_greater_than_or_equal_to = /** @type {(inputs: Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum budget must be greater than or equal to minimum budget`)
};

const ur_err_maximum_budget_must_be_greater_than_or_equal_to = /** @type {(inputs: Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زیادہ سے زیادہ بجٹ کم از کم بجٹ کے برابر یا اس سے زیادہ ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Maximum budget must be greater than or equal to minimum budget" |
*
* @param {Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_maximum_budget_must_be_greater_than_or_equal_to = /** @type {((inputs?: Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Maximum_Budget_Must_Be_Greater_Than_Or_Equal_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_maximum_budget_must_be_greater_than_or_equal_to(inputs)
	return en_err_maximum_budget_must_be_greater_than_or_equal_to(inputs)
});