/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Contracts_You_Work_WithInputs */

const en_contracts_you_work_with = /** @type {(inputs: Contracts_You_Work_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · you work with ${i?.name}`)
};

const ur_contracts_you_work_with = /** @type {(inputs: Contracts_You_Work_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · آپ ${i?.name} کے ساتھ کام کر رہے ہیں`)
};

/**
* | output |
* | --- |
* | "· you work with {name}" |
*
* @param {Contracts_You_Work_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_you_work_with = /** @type {((inputs: Contracts_You_Work_WithInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_You_Work_WithInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_you_work_with(inputs)
	return en_contracts_you_work_with(inputs)
});