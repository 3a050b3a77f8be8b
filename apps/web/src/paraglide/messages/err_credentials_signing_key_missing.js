/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Credentials_Signing_Key_MissingInputs */

const en_err_credentials_signing_key_missing = /** @type {(inputs: Err_Credentials_Signing_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials cannot be issued: CREDENTIALS_SIGNING_KEY is not set on this server. Set it to an Ed25519 private key as a JWK in JSON (see the README) and restart.`)
};

const ur_err_credentials_signing_key_missing = /** @type {(inputs: Err_Credentials_Signing_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسناد جاری نہیں کی جا سکتیں: اس سرور پر CREDENTIALS_SIGNING_KEY مقرر نہیں۔ اسے JSON میں JWK کی صورت میں Ed25519 نجی کلید پر مقرر کریں (README دیکھیں) اور دوبارہ شروع کریں۔`)
};

/**
* | output |
* | --- |
* | "Credentials cannot be issued: CREDENTIALS_SIGNING_KEY is not set on this server. Set it to an Ed25519 private key as a JWK in JSON (see the README) and restart." |
*
* @param {Err_Credentials_Signing_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credentials_signing_key_missing = /** @type {((inputs?: Err_Credentials_Signing_Key_MissingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Credentials_Signing_Key_MissingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_credentials_signing_key_missing(inputs)
	return en_err_credentials_signing_key_missing(inputs)
});