/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_Auto_Refund_YouInputs */

const en_contracts_auto_refund_you = /** @type {(inputs: Contracts_Auto_Refund_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · refunded automatically on ${i?.date} unless you answer.`)
};

const ur_contracts_auto_refund_you = /** @type {(inputs: Contracts_Auto_Refund_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · اگر آپ نے جواب نہ دیا تو ${i?.date} کو رقم خود بخود واپس ہو جائے گی۔`)
};

/**
* | output |
* | --- |
* | "· refunded automatically on {date} unless you answer." |
*
* @param {Contracts_Auto_Refund_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_auto_refund_you = /** @type {((inputs: Contracts_Auto_Refund_YouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Auto_Refund_YouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_auto_refund_you(inputs)
	return en_contracts_auto_refund_you(inputs)
});