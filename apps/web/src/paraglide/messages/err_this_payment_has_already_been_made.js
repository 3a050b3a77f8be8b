/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Payment_Has_Already_Been_MadeInputs */

const en_err_this_payment_has_already_been_made = /** @type {(inputs: Err_This_Payment_Has_Already_Been_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment has already been made`)
};

const ur_err_this_payment_has_already_been_made = /** @type {(inputs: Err_This_Payment_Has_Already_Been_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ ادائیگی پہلے ہی ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "This payment has already been made" |
*
* @param {Err_This_Payment_Has_Already_Been_MadeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_payment_has_already_been_made = /** @type {((inputs?: Err_This_Payment_Has_Already_Been_MadeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Payment_Has_Already_Been_MadeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_payment_has_already_been_made(inputs)
	return en_err_this_payment_has_already_been_made(inputs)
});