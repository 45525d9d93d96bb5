'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { searchUnits, type GeoUnit } from '@/lib/geo/search';
import { getTrpcClient } from '@/lib/trpc/client';
import { CheckoutField, inputClass } from './checkout-field';

export interface AddressPickerProps {
  /** Field names are `${prefix}.provinceCode` and `${prefix}.wardCode`. */
  prefix: 'shipping';
  errors: CheckoutErrors;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; units: GeoUnit[] };

/**
 * One level of the area: a search box (names and former names) narrowing a native select, which
 * phones show as their own picker and keyboards drive as usual. The chosen unit always stays.
 */
function UnitPicker({
  name,
  label,
  searchLabel,
  loaded,
  value,
  onChange,
  error,
  disabledText,
  onRetry,
}: {
  name: string;
  label: string;
  searchLabel: string;
  loaded: Loaded | null;
  value: string;
  onChange: (code: string) => void;
  error: CheckoutErrors[string];
  disabledText: string | null;
  onRetry: () => void;
}) {
  const t = useTranslations('Checkout');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const statusId = useId();
  const units = useMemo(() => (loaded?.state === 'ready' ? loaded.units : []), [loaded]);
  const shown = useMemo(() => {
    const found = searchUnits(units, query);
    const chosen = units.find((unit) => unit.code === value);
    return chosen && !found.includes(chosen) ? [chosen, ...found] : found;
  }, [units, query, value]);
  const ready = loaded?.state === 'ready';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          disabled={!ready}
          onChange={(event) => setQuery(event.currentTarget.value)}
          aria-describedby={statusId}
          autoComplete="off"
          className={inputClass}
        />
        <p id={statusId} aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {ready && query.trim() ? t('matches', { count: shown.length }) : t('areaSearchHint')}
        </p>
      </div>
      <CheckoutField
        name={name}
        label={label}
        error={error}
        control={({ id, describedBy, invalid }) => (
          <select
            id={id}
            name={name}
            value={value}
            disabled={!ready}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          >
            <option value="">{disabledText ?? t('choose')}</option>
            {shown.map((unit) => (
              <option key={unit.code} value={unit.code}>
                {unit.name}
              </option>
            ))}
          </select>
        )}
      />
      {loaded?.state === 'failed' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('areaLoadError')}{' '}
          <button type="button" onClick={onRetry} className="min-h-11 underline">
            {t('retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The two-level Vietnamese address since 1 July 2025: province, then ward, each searchable, and
 * the street in free text (the address field of the form). The server checks the ward is the
 * province's (services/geo/vn-units.ts).
 */
export function AddressPicker({ prefix, errors }: AddressPickerProps) {
  const t = useTranslations('Checkout');
  const [provinces, setProvinces] = useState<Loaded | null>({ state: 'loading' });
  const [wards, setWards] = useState<Loaded | null>(null);
  const [provinceCode, setProvinceCode] = useState('');
  const [wardCode, setWardCode] = useState('');

  function loadProvinces() {
    getTrpcClient()
      .geo.provinces.query()
      .then(
        (units) => setProvinces({ state: 'ready', units }),
        (error: unknown) => {
          console.error('[checkout] loading the provinces failed', error);
          setProvinces({ state: 'failed' });
        },
      );
  }

  function loadWards(code: string) {
    if (!code) {
      setWards(null);
      return;
    }
    setWards({ state: 'loading' });
    getTrpcClient()
      .geo.wards.query({ provinceCode: code })
      .then(
        (units) => setWards({ state: 'ready', units }),
        (error: unknown) => {
          console.error('[checkout] loading the wards failed', error);
          setWards({ state: 'failed' });
        },
      );
  }

  useEffect(() => {
    loadProvinces();
  }, []);

  return (
    <>
      <UnitPicker
        name={`${prefix}.provinceCode`}
        label={t('province')}
        searchLabel={t('provinceSearch')}
        loaded={provinces}
        value={provinceCode}
        onChange={(code) => {
          setProvinceCode(code);
          setWardCode('');
          loadWards(code);
        }}
        error={errors[`${prefix}.provinceCode`]}
        disabledText={null}
        onRetry={() => {
          setProvinces({ state: 'loading' });
          loadProvinces();
        }}
      />
      <UnitPicker
        key={provinceCode}
        name={`${prefix}.wardCode`}
        label={t('ward')}
        searchLabel={t('wardSearch')}
        loaded={wards}
        value={wardCode}
        onChange={setWardCode}
        error={errors[`${prefix}.wardCode`]}
        disabledText={provinceCode ? null : t('chooseProvinceFirst')}
        onRetry={() => loadWards(provinceCode)}
      />
    </>
  );
}
