/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Google_Did_Not_Share_An_Email_AddressInputs */

const en_err_google_did_not_share_an_email_address = /** @type {(inputs: Err_Google_Did_Not_Share_An_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google did not share an email address`)
};

const ur_err_google_did_not_share_an_email_address = /** @type {(inputs: Err_Google_Did_Not_Share_An_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل نے ای میل ایڈریس فراہم نہیں کیا`)
};

/**
* | output |
* | --- |
* | "Google did not share an email address" |
*
* @param {Err_Google_Did_Not_Share_An_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_did_not_share_an_email_address = /** @type {((inputs?: Err_Google_Did_Not_Share_An_Email_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Google_Did_Not_Share_An_Email_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_google_did_not_share_an_email_address(inputs)
	return en_err_google_did_not_share_an_email_address(inputs)
});