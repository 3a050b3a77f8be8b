/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs */

const en_err_this_link_is_invalid_or_has_expired_please_ask_f = /** @type {(inputs: Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired. Please ask for a new one.`)
};

const ur_err_this_link_is_invalid_or_has_expired_please_ask_f = /** @type {(inputs: Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔`)
};

/**
* | output |
* | --- |
* | "This link is invalid or has expired. Please ask for a new one." |
*
* @param {Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_link_is_invalid_or_has_expired_please_ask_f = /** @type {((inputs?: Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_link_is_invalid_or_has_expired_please_ask_f(inputs)
	return en_err_this_link_is_invalid_or_has_expired_please_ask_f(inputs)
});