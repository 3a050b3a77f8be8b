/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Waiting_MediatorInputs */

const en_disputes_waiting_mediator = /** @type {(inputs: Disputes_Waiting_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an admin to assign a mediator.`)
};

const ur_disputes_waiting_mediator = /** @type {(inputs: Disputes_Waiting_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمن کی طرف سے ثالث مقرر ہونے کا انتظار ہے۔`)
};

/**
* | output |
* | --- |
* | "Waiting for an admin to assign a mediator." |
*
* @param {Disputes_Waiting_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_waiting_mediator = /** @type {((inputs?: Disputes_Waiting_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Waiting_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_waiting_mediator(inputs)
	return en_disputes_waiting_mediator(inputs)
});