/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Request_ChangesInputs */

const en_contracts_request_changes = /** @type {(inputs: Contracts_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request changes`)
};

const ur_contracts_request_changes = /** @type {(inputs: Contracts_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیوں کی درخواست کریں`)
};

/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Contracts_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_request_changes = /** @type {((inputs?: Contracts_Request_ChangesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Request_ChangesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_request_changes(inputs)
	return en_contracts_request_changes(inputs)
});