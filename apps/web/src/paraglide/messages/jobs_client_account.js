/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Client_AccountInputs */

const en_jobs_client_account = /** @type {(inputs: Jobs_Client_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed in with a client account.`)
};

const ur_jobs_client_account = /** @type {(inputs: Jobs_Client_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کلائنٹ اکاؤنٹ سے سائن اِن ہیں۔`)
};

/**
* | output |
* | --- |
* | "You are signed in with a client account." |
*
* @param {Jobs_Client_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_client_account = /** @type {((inputs?: Jobs_Client_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Client_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_client_account(inputs)
	return en_jobs_client_account(inputs)
});