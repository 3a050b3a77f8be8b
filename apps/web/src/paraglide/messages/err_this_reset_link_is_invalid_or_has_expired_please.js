/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs */

const en_err_this_reset_link_is_invalid_or_has_expired_please = /** @type {(inputs: Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid or has expired. Please ask for a new one.`)
};

const ur_err_this_reset_link_is_invalid_or_has_expired_please = /** @type {(inputs: Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاس ورڈ ری سیٹ کا یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔`)
};

/**
* | output |
* | --- |
* | "This reset link is invalid or has expired. Please ask for a new one." |
*
* @param {Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_reset_link_is_invalid_or_has_expired_please = /** @type {((inputs?: Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_reset_link_is_invalid_or_has_expired_please(inputs)
	return en_err_this_reset_link_is_invalid_or_has_expired_please(inputs)
});